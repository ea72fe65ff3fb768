/** A job as `GET /api/jobs/search` gives it, in the fields the specs read. */
export interface ApiJob {
  id: number;
  slug: string;
  position: string;
  status: string;
  past_deadline: boolean;
  apply_on_site: boolean;
  how_to_apply_email?: string;
  post_type?: { id: number };
}
