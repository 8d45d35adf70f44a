/**
 * The URL search of the guide screens, read by the route files' validateSearch. Not a component module: the
 * route files import it into the initial bundle, the pages themselves load with their route's chunk.
 *
 * A value that does not parse is dropped (`.catch(undefined)`), so a hand-edited link still opens the list.
 * A hand-typed `?keyword=2026` reaches the router as the number 2026 (it reads JSON values): it is kept as text.
 */
import { z } from 'zod';

/** A string, or a number the router read from the URL, as text. */
const textOf = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().min(1).max(max),
  );
const text = (max: number) => textOf(max).optional().catch(undefined);

/** /visa, /standardized-exam ...: the filters and the page number of a guide list. */
export const guideListSearchSchema = z.object({
  type: text(10),
  country: text(10),
  keyword: text(50),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type GuideListSearch = z.infer<typeof guideListSearchSchema>;

/** /visa/detail, /standardized-exam-detail ...: the article's id ('' when missing: the not-found state). */
export const guideDetailSearchSchema = z.object({
  id: textOf(64).catch(''),
});
