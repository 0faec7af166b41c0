/** Drawn arrow: font glyphs such as ‹ › are missing from some CJK fonts and showed as blank boxes. */
export default function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="10" height="16" viewBox="0 0 10 16" aria-hidden="true">
      <path d={dir === 'left' ? 'M8 2 2 8l6 6' : 'M2 2l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
