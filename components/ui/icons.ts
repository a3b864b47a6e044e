import type { IconType } from 'react-icons';
import { BsGithub } from 'react-icons/bs';
import {
  FaArrowDown,
  FaArrowLeft,
  FaArrowRight,
  FaArrowRotateRight,
  FaArrowUp,
  FaArrowUpRightFromSquare,
  FaBars,
  FaCheck,
  FaCircleCheck,
  FaCircleQuestion,
  FaCircleXmark,
  FaClock,
  FaCode,
  FaCodeBranch,
  FaDatabase,
  FaDownload,
  FaEnvelope,
  FaFileLines,
  FaHouse,
  FaImage,
  FaKey,
  FaLanguage,
  FaLightbulb,
  FaLinkedin,
  FaMagnifyingGlass,
  FaMoon,
  FaNewspaper,
  FaPlay,
  FaPlus,
  FaPrint,
  FaPuzzlePiece,
  FaQuoteLeft,
  FaRightLeft,
  FaRotate,
  FaRotateLeft,
  FaShuffle,
  FaSitemap,
  FaSun,
  FaTrashCan,
  FaUserTie,
  FaVideo,
  FaVolumeHigh,
  FaXmark,
  FaXTwitter,
} from 'react-icons/fa6';
import {
  SiAngular,
  SiApachekafka,
  SiCss,
  SiCypress,
  SiDjango,
  SiDocker,
  SiElasticsearch,
  SiExpress,
  SiFigma,
  SiGit,
  SiGithubactions,
  SiGo,
  SiGooglecloud,
  SiGraphql,
  SiHtml5,
  SiJavascript,
  SiJenkins,
  SiJest,
  SiJira,
  SiKubernetes,
  SiLinux,
  SiMongodb,
  SiMysql,
  SiNextdotjs,
  SiNginx,
  SiNodedotjs,
  SiOpenjdk,
  SiPostgresql,
  SiPython,
  SiReact,
  SiRedis,
  SiRedux,
  SiSass,
  SiSpringboot,
  SiTailwindcss,
  SiTerraform,
  SiTypescript,
} from 'react-icons/si';
import type { DevTipType } from '@/content/dev-tips';
import type { EnglishMenuIcon } from '@/content/english/menu';
import type { SocialKey } from '@/content/site';

/**
 * Every icon of the site, chosen here and nowhere else (Font Awesome, simple-icons' logos
 * and Bootstrap's GitHub mark, through react-icons). Whoever renders an icon draws it
 * inline: `<CloseIcon aria-hidden="true" className="size-5" />`. Icons are decorative:
 * the control or the text beside one carries the meaning. A client component imports the
 * icons it draws, and only those reach its bundle.
 */
export const BackIcon = FaArrowLeft;
export const CloseIcon = FaXmark;
export const MenuIcon = FaBars;
export const SearchIcon = FaMagnifyingGlass;
export const MoonIcon = FaMoon;
export const SunIcon = FaSun;
export const EmailIcon = FaEnvelope;
export const HomeIcon = FaHouse;
export const DataIcon = FaDatabase;
export const DownloadIcon = FaDownload;
export const PrintIcon = FaPrint;
export const CodeIcon = FaCode;
export const LanguageIcon = FaLanguage;
export const SpeakIcon = FaVolumeHigh;
export const PlayIcon = FaPlay;
export const VideoIcon = FaVideo;
export const ExternalIcon = FaArrowUpRightFromSquare;
export const FileIcon = FaFileLines;
export const ArrowUpIcon = FaArrowUp;
export const ArrowDownIcon = FaArrowDown;
export const ArrowLeftIcon = FaArrowLeft;
export const ArrowRightIcon = FaArrowRight;
export const AddIcon = FaPlus;
export const DoneIcon = FaCheck;
export const UndoIcon = FaRotateLeft;
export const RemoveIcon = FaTrashCan;
export const RestartIcon = FaArrowRotateRight;
export const ShuffleIcon = FaShuffle;
export const RightIcon = FaCircleCheck;
export const WrongIcon = FaCircleXmark;

/** The owner's profiles (content/site.ts `social`). */
export const profileIcons: Readonly<Record<SocialKey, IconType>> = {
  codeHost: BsGithub,
  network: FaLinkedin,
  feed: FaXTwitter,
  orgChart: FaSitemap,
};

/** The topics of the English menu, by their `icon` in content/english/menu.ts. */
export const topicIcons: Readonly<Record<EnglishMenuIcon, IconType>> = {
  lightbulb: FaLightbulb,
  clock: FaClock,
  'code-branch': FaCodeBranch,
  'puzzle-piece': FaPuzzlePiece,
  newspaper: FaNewspaper,
  shuffle: FaShuffle,
  'right-left': FaRightLeft,
  key: FaKey,
  'circle-question': FaCircleQuestion,
  'quote-left': FaQuoteLeft,
  'user-tie': FaUserTie,
  rotate: FaRotate,
};

/** The kinds of dev tips (content/dev-tips.ts). */
export const tipTypeIcons: Readonly<Record<DevTipType, IconType>> = {
  VIDEO: FaVideo,
  IMG: FaImage,
  TEXT: FaFileLines,
};

/**
 * Logos a CV skill can show, by its `icon` in content/cv/facts.ts (a simple-icons slug).
 * To use another, import its `Si…` icon here under its slug. All are drawn in a 24 px
 * square, so every logo has the same box.
 */
export const skillLogos: Readonly<Record<string, IconType>> = {
  angular: SiAngular,
  apachekafka: SiApachekafka,
  css: SiCss,
  cypress: SiCypress,
  django: SiDjango,
  docker: SiDocker,
  elasticsearch: SiElasticsearch,
  express: SiExpress,
  figma: SiFigma,
  git: SiGit,
  githubactions: SiGithubactions,
  go: SiGo,
  googlecloud: SiGooglecloud,
  graphql: SiGraphql,
  html5: SiHtml5,
  javascript: SiJavascript,
  jenkins: SiJenkins,
  jest: SiJest,
  jira: SiJira,
  kubernetes: SiKubernetes,
  linux: SiLinux,
  mongodb: SiMongodb,
  mysql: SiMysql,
  nextdotjs: SiNextdotjs,
  nginx: SiNginx,
  nodedotjs: SiNodedotjs,
  openjdk: SiOpenjdk,
  postgresql: SiPostgresql,
  python: SiPython,
  react: SiReact,
  redis: SiRedis,
  redux: SiRedux,
  sass: SiSass,
  springboot: SiSpringboot,
  tailwindcss: SiTailwindcss,
  terraform: SiTerraform,
  typescript: SiTypescript,
};
