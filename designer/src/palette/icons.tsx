/** Small line icons for the palette (decorative, hidden from assistive tech). */
const PATHS: Record<string, string> = {
  W0001: 'M3 6h18v12H3z M7 20h2 M11 20h2 M15 20h2',
  W0002: 'M3 4h8v8H3z M13 4h8v8h-8z M3 14h8v6H3z M13 14h8v6h-8z',
  W0003: 'M3 5h18v14H3z M8 9h5v5H8z',
  W0004: 'M3 6h5v5H3z M10 6h5v5h-5z M17 6h4v5h-4z M3 13h5v5H3z M10 13h5v5h-5z',
  W0005: 'M3 4h18v3H3z M3 9h9v11H3z M14 9h7v5h-7z M14 16h7v4h-7z',
  W0006: 'M3 3h18v18H3z M7 7h6v4H7z M12 14h5v4h-5z',
  W0007: 'M3 5h6v14H3z M11 7h10 M11 12h10 M11 17h10',
  W0008: 'M4 8h14v8H4z M21 21l-4-4 M7 12h7',
  W0010: 'M3 5h3l3 10h10l2-7H7 M10 19a1 1 0 1 0 0 .1 M17 19a1 1 0 1 0 0 .1',
  W0011: 'M5 5h14 M12 5v14 M9 19h6',
  W0012: 'M5 3h14v18H5z M8 7h8 M8 11h8v6H8z',
  W0013: 'M3 8h18v8H3z M6 12h3 M11 12h3 M16 12h3',
  W0014: 'M3 4h18v4H3z M3 10h7v10H3z M12 10h9v4h-9z M12 16h9v4h-9z',
  W0015: 'M3 4h18v4H3z M3 10h6v10H3z M11 10h4v4h-4z M17 10h4v4h-4z M11 16h10v4H11z',
  W0016: 'M4 3h16v18H4z M7 7h10v5H7z M7 14h10v5H7z',
  W0017: 'M3 4h18v16H3z M3 4h7v16 M13 8h3v4h-3z M17 8h3v4h-3z',
  W0018: 'M6 3h12v18H6z M9 7h6 M9 11h6 M9 15h6',
  W0019: 'M12 21s-7-7-7-12a7 7 0 0 1 14 0c0 5-7 12-7 12z M12 9h.01',
  W0020: 'M3 5h8v14H3z M13 5h8v14h-8z M5 9h4 M15 9h4',
  W0021: 'M3 7h18v10H3z M9 7v10 M13 12h5',
  W0022: 'M3 5h6v14H3z M11 7h10 M11 12h10 M11 17h10 M5 9h2',
};

export function WidgetIcon({ type }: { type: string }) {
  return (
    <svg className="dz-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[type] ?? 'M4 4h16v16H4z'} />
    </svg>
  );
}
