/** The smallest box holding a drawing, in its own coordinates. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Points sampled along each curve: enough for a logo's box to within a hair. */
const STEPS = 24;

/**
 * The box of the ink of an SVG path (`d`): every command of SVG 1.1, absolute and
 * relative, with curves and arcs sampled along their length (their control points
 * would overstate the box). Throws on a malformed path.
 */
export function pathBounds(d: string): Bounds {
  let i = 0;
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i]!)) i += 1;
  };
  const number = () => {
    skip();
    const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i));
    if (!match) throw new Error(`path: a number expected at ${i}`);
    i += match[0].length;
    return Number(match[0]);
  };
  // Arc flags are one digit each and may touch what follows ("a1 1 0 00.5.5").
  const flag = () => {
    skip();
    const c = d[i];
    if (c !== '0' && c !== '1') throw new Error(`path: a flag expected at ${i}`);
    i += 1;
    return c === '1';
  };

  const box: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (px: number, py: number) => {
    box.minX = Math.min(box.minX, px);
    box.minY = Math.min(box.minY, py);
    box.maxX = Math.max(box.maxX, px);
    box.maxY = Math.max(box.maxY, py);
  };

  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for the smooth curves S and T that mirror it.
  let cubicX = 0;
  let cubicY = 0;
  let quadX = 0;
  let quadY = 0;
  let previous = '';

  const cubic = (x1: number, y1: number, x2: number, y2: number, ex: number, ey: number) => {
    for (let s = 1; s <= STEPS; s += 1) {
      const t = s / STEPS;
      const u = 1 - t;
      add(
        u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * ex,
        u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * ey,
      );
    }
    cubicX = x2;
    cubicY = y2;
    x = ex;
    y = ey;
  };
  const quadratic = (x1: number, y1: number, ex: number, ey: number) => {
    for (let s = 1; s <= STEPS; s += 1) {
      const t = s / STEPS;
      const u = 1 - t;
      add(u * u * x + 2 * u * t * x1 + t * t * ex, u * u * y + 2 * u * t * y1 + t * t * ey);
    }
    quadX = x1;
    quadY = y1;
    x = ex;
    y = ey;
  };
  // SVG 1.1 F.6.5: from end points to centre, then samples along the arc.
  const arc = (
    rx: number,
    ry: number,
    angle: number,
    large: boolean,
    sweep: boolean,
    ex: number,
    ey: number,
  ) => {
    rx = Math.abs(rx);
    ry = Math.abs(ry);
    if (rx === 0 || ry === 0 || (ex === x && ey === y)) {
      add(ex, ey);
      x = ex;
      y = ey;
      return;
    }
    const phi = (angle * Math.PI) / 180;
    const cos = Math.cos(phi);
    const sin = Math.sin(phi);
    const dx = (x - ex) / 2;
    const dy = (y - ey) / 2;
    const x1 = cos * dx + sin * dy;
    const y1 = -sin * dx + cos * dy;
    const scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
    if (scale > 1) {
      rx *= Math.sqrt(scale);
      ry *= Math.sqrt(scale);
    }
    const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
    const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
    const root = Math.sqrt(Math.max(0, numerator / denominator)) * (large === sweep ? -1 : 1);
    const cx1 = (root * rx * y1) / ry;
    const cy1 = (-root * ry * x1) / rx;
    const cx = cos * cx1 - sin * cy1 + (x + ex) / 2;
    const cy = sin * cx1 + cos * cy1 + (y + ey) / 2;
    const angleOf = (ux: number, uy: number) => Math.atan2(uy, ux);
    const theta = angleOf((x1 - cx1) / rx, (y1 - cy1) / ry);
    let delta = angleOf((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta;
    if (sweep && delta < 0) delta += 2 * Math.PI;
    if (!sweep && delta > 0) delta -= 2 * Math.PI;
    for (let s = 1; s <= STEPS; s += 1) {
      const a = theta + (delta * s) / STEPS;
      add(
        cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin,
        cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos,
      );
    }
    x = ex;
    y = ey;
  };

  skip();
  while (i < d.length) {
    let command = d[i]!;
    if (/[A-Za-z]/.test(command)) i += 1;
    else if (previous && previous.toUpperCase() !== 'Z') command = previous;
    else throw new Error(`path: a command expected at ${i}`);
    const relative = command === command.toLowerCase();
    const ox = () => (relative ? x : 0);
    const oy = () => (relative ? y : 0);
    const before = previous.toUpperCase();
    const smoothCubic = before === 'C' || before === 'S';
    const smoothQuad = before === 'Q' || before === 'T';
    switch (command.toUpperCase()) {
      case 'M': {
        x = number() + ox();
        y = number() + oy();
        startX = x;
        startY = y;
        add(x, y);
        // Pairs after a move are lines.
        previous = relative ? 'l' : 'L';
        skip();
        continue;
      }
      case 'L':
        x = number() + ox();
        y = number() + oy();
        add(x, y);
        break;
      case 'H':
        x = number() + ox();
        add(x, y);
        break;
      case 'V':
        y = number() + oy();
        add(x, y);
        break;
      case 'C': {
        const x1 = number() + ox();
        const y1 = number() + oy();
        const x2 = number() + ox();
        const y2 = number() + oy();
        cubic(x1, y1, x2, y2, number() + ox(), number() + oy());
        break;
      }
      case 'S': {
        const x1 = smoothCubic ? 2 * x - cubicX : x;
        const y1 = smoothCubic ? 2 * y - cubicY : y;
        const x2 = number() + ox();
        const y2 = number() + oy();
        cubic(x1, y1, x2, y2, number() + ox(), number() + oy());
        break;
      }
      case 'Q': {
        const x1 = number() + ox();
        const y1 = number() + oy();
        quadratic(x1, y1, number() + ox(), number() + oy());
        break;
      }
      case 'T': {
        const x1 = smoothQuad ? 2 * x - quadX : x;
        const y1 = smoothQuad ? 2 * y - quadY : y;
        quadratic(x1, y1, number() + ox(), number() + oy());
        break;
      }
      case 'A': {
        const rx = number();
        const ry = number();
        const angle = number();
        const large = flag();
        const sweep = flag();
        arc(rx, ry, angle, large, sweep, number() + ox(), number() + oy());
        break;
      }
      case 'Z':
        x = startX;
        y = startY;
        break;
      default:
        throw new Error(`path: unknown command ${command}`);
    }
    previous = command;
    skip();
  }
  if (!Number.isFinite(box.minX)) throw new Error('path: nothing drawn');
  return box;
}

/** The box holding every box given. */
export function unionBounds(boxes: readonly Bounds[]): Bounds {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/**
 * A square viewBox around a logo that gives every logo the same optical size: the
 * square root of the ink's area is `fill` of the side, unless the logo's longer side
 * would then not fit (a very wide or tall logo fills the box that way instead).
 */
export function opticalViewBox(ink: Bounds, fill = 0.8): string {
  const width = ink.maxX - ink.minX;
  const height = ink.maxY - ink.minY;
  const side = Math.max(width, height, Math.sqrt(width * height) / fill);
  const cx = (ink.minX + ink.maxX) / 2;
  const cy = (ink.minY + ink.maxY) / 2;
  const round = (n: number) => Number(n.toFixed(3));
  return [cx - side / 2, cy - side / 2, side, side].map(round).join(' ');
}
