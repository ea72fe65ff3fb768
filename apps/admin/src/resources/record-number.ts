/** "#12": a record by the number at the end of its IRI, not the IRI itself. */
export const recordNumber = (record: { id: string | number }) => `#${String(record.id).split('/').pop()}`;
