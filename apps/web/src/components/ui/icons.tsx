import type { SVGProps } from 'react';

/**
 * The few icons the landing page and its layout need, drawn from Lucide's paths (ISC licence,
 * lucide.dev). Used instead of lucide-react there because its runtime alone is ~1.5 KB gzipped of
 * the landing page's 120 KB budget; other pages use lucide-react as usual.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ paths, ...props }: IconProps & { paths: string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const createIcon = (paths: string[]) => (props: IconProps) => <Icon paths={paths} {...props} />;

/** A circle as a path, so every icon is a list of paths. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const MenuIcon = createIcon(['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const CloseIcon = createIcon(['M18 6 6 18', 'm6 6 12 12']);
export const CheckIcon = createIcon(['M20 6 9 17l-5-5']);
export const ClockIcon = createIcon([circle(12, 12, 10), 'M12 6v6l4 2']);
export const GaugeIcon = createIcon(['m12 14 4-4', 'M3.34 19a10 10 0 1 1 17.32 0']);
export const FileCheckIcon = createIcon([
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'm9 15 2 2 4-4',
]);
export const BellIcon = createIcon([
  'M10.268 21a2 2 0 0 0 3.464 0',
  'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
]);
export const ChartIcon = createIcon(['M3 3v16a2 2 0 0 0 2 2h16', 'M18 17V9', 'M13 17V5', 'M8 17v-3']);
export const PaletteIcon = createIcon([
  'M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z',
  circle(13.5, 6.5, 0.5),
  circle(17.5, 10.5, 0.5),
  circle(6.5, 12.5, 0.5),
  circle(8.5, 7.5, 0.5),
]);
export const MailIcon = createIcon([
  'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7',
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
]);
export const PhoneIcon = createIcon([
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
]);
export const ArrowLeftIcon = createIcon(['m12 19-7-7 7-7', 'M19 12H5']);
