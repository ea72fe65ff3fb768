import { data } from 'react-router';
import { NotFoundContent } from '../features/layout/not-found-content.tsx';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
