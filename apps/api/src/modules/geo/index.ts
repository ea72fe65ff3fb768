// The geo module's public surface for job writes and seeders.
export { type Centroid, findCityCentroid, findZipCentroid } from './geo.repository.ts';
export { geocodeJob, type JobCoordinates, type JobPlace } from './geocode-job.ts';
