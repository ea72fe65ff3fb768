/** A part the server needs before it can answer (the listing index, later a cache warm-up). */
export interface ReadinessCheck {
  name: string;
  /** True once ready. May start the work that makes it ready; must not wait for it. */
  isReady(): boolean;
}

/** The checks GET /api/ready runs besides the database's own (modules add theirs as they load). */
export interface Readiness {
  add(check: ReadinessCheck): void;
  /** The names of the checks not ready yet. */
  pending(): string[];
}

export function createReadiness(): Readiness {
  const checks: ReadinessCheck[] = [];
  return {
    add(check) {
      checks.push(check);
    },
    pending() {
      return checks.filter((check) => !check.isReady()).map((check) => check.name);
    },
  };
}
