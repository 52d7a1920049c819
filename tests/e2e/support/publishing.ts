/** Publishing helpers for the web specs: the body of a valid draft the API accepts. */
import type { CreateExtensionBody } from '#shared/api/publishing';

/** A draft (unpublished, free) made from an uploaded build and icon. */
export function draftBody(
  aixUploadId: string,
  icon: string,
  fields: Pick<CreateExtensionBody, 'slug' | 'name' | 'description'> &
    Partial<CreateExtensionBody>,
): CreateExtensionBody {
  return {
    aixUploadId,
    icon,
    category: 'Tools',
    platforms: ['kodular'],
    tags: [],
    type: { isFree: true, price: 0, currency: 'USD' },
    sourceURL: '',
    devNotes: '',
    documentation: { toc: false, blocks: { blocks: [] } },
    published: false,
    ...fields,
  };
}
