import Link from 'next/link';
import type { ProjectCard } from '@/content/home';
import { withBasePath } from '@/lib/base-path';

export function ProjectGrid({ projects }: { projects: readonly ProjectCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {projects.map((project) => (
        <li key={project.href}>
          <Link
            href={project.href}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- static export, local SVG */}
            <img
              src={withBasePath(project.imageUrl)}
              alt=""
              width={400}
              height={240}
              loading="lazy"
              decoding="async"
              className="aspect-[5/3] h-auto w-full object-cover"
            />
            <span className="flex flex-1 flex-col gap-1 p-4">
              <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                {project.name}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {project.description}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
