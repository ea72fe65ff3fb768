/**
 * Who is looking at a job. The accounts work fills this from the session; until then every
 * caller is a guest. Owners and staff see more than guests (product-decisions: Listings).
 */
export interface JobViewer {
  userId: number | null;
  isStaff: boolean;
}

export const GUEST: JobViewer = { userId: null, isStaff: false };
