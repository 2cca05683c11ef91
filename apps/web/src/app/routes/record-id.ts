import { useParams } from 'react-router';

/** The `:id` of a detail route as a record id, or null when it is missing or not a positive whole number. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return id && Number.isInteger(value) && value > 0 ? value : null;
}
