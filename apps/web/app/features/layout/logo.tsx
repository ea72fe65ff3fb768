/** The Good Food Jobs mark: a sprout rising from a furrowed field inside a round seal. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#2c6a3a" />
      <path d="M7 33c5-3 11-4.5 17-4.5S36 30 41 33v3.5c-5-3-11-4.5-17-4.5S12 33.5 7 36.5z" fill="#f2c14e" />
      <path
        d="M10 39c4-2.2 9-3.3 14-3.3s10 1.1 14 3.3"
        stroke="#f2c14e"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M24 29V17" stroke="#fbf7ef" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M24 20c-1-5-5-8-10-8 0 5 4 8.5 10 8z" fill="#fbf7ef" />
      <path d="M24 17c1-5.5 5-9 11-9 0 5.5-4.5 9.5-11 9z" fill="#cfe6c9" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__text">
        Good Food <span className="logo__accent">Jobs</span>
      </span>
    </span>
  );
}
