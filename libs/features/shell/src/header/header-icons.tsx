/** A header icon: one 2.2-wide round-capped stroke in the text colour on a 24 × 24 box. */
function StrokeIcon({ d, roundJoins = false }: { d: string; roundJoins?: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin={roundJoins ? 'round' : undefined}
      />
    </svg>
  );
}

export const BackIcon = () => <StrokeIcon d="M15 5l-7 7 7 7" roundJoins />;

export const CloseIcon = () => <StrokeIcon d="M6 6l12 12M18 6L6 18" />;

export const LogoutIcon = () => <StrokeIcon d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9" roundJoins />;

export const MenuIcon = () => <StrokeIcon d="M4 6h16M4 12h16M4 18h16" />;
