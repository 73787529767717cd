export interface LineIconProps {
  /** The icon as one SVG path on a 24 × 24 grid, drawn as a line in the text colour. */
  path: string;
  size?: number;
}

/** A decorative line icon (hidden from screen readers: the control it sits in carries the name). */
export function LineIcon({ path, size = 24 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
