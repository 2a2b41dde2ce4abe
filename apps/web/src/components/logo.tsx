import { useId } from 'react';

/** The Yuanlong emblem: a gold-rimmed jade coin with a square hole (元, the coin). Decorative. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const id = useId();
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8e1a0" />
          <stop offset="0.55" stopColor="#e0ac45" />
          <stop offset="1" stopColor="#9c6d1c" />
        </linearGradient>
        <radialGradient id={`${id}-jade`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#8ff0cb" />
          <stop offset="0.6" stopColor="#21a679" />
          <stop offset="1" stopColor="#0c5a43" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${id}-gold)`} />
      <circle cx="24" cy="24" r="18" fill={`url(#${id}-jade)`} />
      <circle cx="24" cy="24" r="14.5" fill="none" stroke="#f8e1a0" strokeOpacity="0.55" strokeWidth="1" />
      <rect
        x="18"
        y="18"
        width="12"
        height="12"
        rx="1.5"
        fill="#0a0c11"
        stroke={`url(#${id}-gold)`}
        strokeWidth="2"
      />
      <path d="M24 7.5l1.6 3.2L24 12l-1.6-1.3zM24 40.5l1.6-3.2L24 36l-1.6 1.3z" fill="#f8e1a0" />
    </svg>
  );
}
