/** Payment method marks, drawn here (no downloaded artwork): WeChat Pay green bubbles, Alipay blue 支, test pay coin. */
export default function PayLogo({ code }: { code: string }) {
  if (code.startsWith('wx')) {
    return (
      <svg className="pay-logo" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="6" fill="#1aad19" />
        <ellipse cx="11.5" cy="12" rx="7" ry="5.8" fill="#fff" />
        <ellipse cx="17.5" cy="16.5" rx="6" ry="5" fill="#fff" stroke="#1aad19" strokeWidth="1.2" />
        <circle cx="9" cy="11" r="1" fill="#1aad19" /><circle cx="14" cy="11" r="1" fill="#1aad19" />
        <circle cx="15.5" cy="16" r=".9" fill="#1aad19" /><circle cx="19.5" cy="16" r=".9" fill="#1aad19" />
      </svg>
    );
  }
  if (code.startsWith('ali')) {
    return (
      <svg className="pay-logo" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="6" fill="#1677ff" />
        <text x="14" y="20" textAnchor="middle" fontSize="17" fontWeight="700" fill="#fff" fontFamily="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">支</text>
      </svg>
    );
  }
  return (
    <svg className="pay-logo" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="13" fill="#f5a623" />
      <circle cx="14" cy="14" r="9.5" fill="none" stroke="#fff" strokeWidth="1.5" />
      <path d="M10 9l4 5 4-5M14 14v7M10.5 15.5h7M10.5 18.5h7" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}
