/**
 * The Good Food Jobs mark: a sprout rising from a furrowed field inside a round seal. A picture
 * (public/images/logo-mark.svg) rather than inline SVG, which every page's script carried (about
 * 300 bytes gzip of the job page's 120 KB budget) for a drawing that never changes.
 */
export function LogoMark({ size = 40 }: { size?: number }) {
  return <img className="logo__mark" src="/images/logo-mark.svg" alt="" width={size} height={size} />;
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
