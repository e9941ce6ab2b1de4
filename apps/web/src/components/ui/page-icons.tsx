// Icons of Home's sections (and of other pages): Home's first load carries this file whole.
import { type IconProps, Stroke } from './icon-base.tsx';

export const SearchIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Stroke>
);
export const HeartIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 20s-8-4.9-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.1-8 11-8 11z" />
    <path d="M7 12h2.5l1.5-2.5 2 4 1.5-1.5H17" />
  </Stroke>
);
export const BrainIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a2 2 0 0 0-3-1zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1" />
  </Stroke>
);
export const VirusIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="5" />
    <path d="M12 2v5M12 17v5M2 12h5M17 12h5M4.9 4.9l3.5 3.5M15.6 15.6l3.5 3.5M4.9 19.1l3.5-3.5M15.6 8.4l3.5-3.5" />
  </Stroke>
);
export const ActivityIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3 12h4l3-8 4 16 3-8h4" />
  </Stroke>
);
export const RibbonIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3a4 4 0 0 0-4 4c0 3 4 7 4 7s4-4 4-7a4 4 0 0 0-4-4z" />
    <path d="m9.5 11.5-4 9.5 3-1.5 1.5 2.5 3-7M14.5 11.5l4 9.5-3-1.5-1.5 2.5-3-7" />
  </Stroke>
);
export const SparkleIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 16v4M17 18h4" />
  </Stroke>
);
export const ClockIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Stroke>
);
export const ShieldIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Stroke>
);
export const WalletIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11" />
    <circle cx="16" cy="13" r="1.2" />
  </Stroke>
);
export const MapPinIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </Stroke>
);
export const StethoscopeIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2" />
    <circle cx="20" cy="11" r="2" />
  </Stroke>
);
export const UsersIcon = (p: IconProps) => (
  <Stroke {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Stroke>
);
export const FolderIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </Stroke>
);
export const FileTextIcon = (p: IconProps) => (
  <Stroke {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Stroke>
);
export const QuoteIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={p.className ?? 'size-6'}>
    <path d="M4 18v-5.5C4 8.4 6.2 6 10 5.5v3C8.2 9 7.4 10.2 7.4 12H10v6zm10 0v-5.5c0-4.1 2.2-6.5 6-7v3c-1.8.5-2.6 1.7-2.6 3.5H20v6z" />
  </svg>
);
export const StarIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={p.className ?? 'size-4'}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
  </svg>
);
