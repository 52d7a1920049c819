/**
 * The listing name and slug a new extension starts with, read from its .aix so
 * publishing needs no typing: the component name made readable ("CustomWebView" →
 * "Custom Web View"), and when that is too short for spec §5 (a component "SAF"),
 * one derived from the package (com.sunny.saf → "Sunny SAF") so the prefilled
 * values always pass the rules. Shared by the web editor and the studio.
 */
import { LIMITS } from '../constants';
import { isValidExtensionName, isValidSlug } from '../domain/validation';

export interface ListingPrefill {
  name: string;
  slug: string;
  /** The component name alone was too short, so the package supplied words. */
  fromPackage: boolean;
}

/** Package segments that say nothing about the extension. */
const GENERIC = new Set(['com', 'org', 'net', 'io', 'in', 'co', 'dev', 'me', 'app']);

/** "CustomWebView2" → "Custom Web View" (names are letters and spaces). */
export function readableName(componentName: string): string {
  return componentName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[^A-Za-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.extensionName.max)
    .trim();
}

/** A slug from a name: lower-case words joined by single hyphens, at most 25 characters. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug.max)
    .replace(/-+$/, '');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function fromPackage(component: string, packageName: string): string {
  const own = component.toLowerCase().replace(/\s+/g, '');
  const words = packageName
    .split('.')
    .map(segment => readableName(segment))
    .filter(
      (segment, index) =>
        segment !== '' &&
        !(index === 0 && GENERIC.has(segment.toLowerCase())) &&
        segment.toLowerCase().replace(/\s+/g, '') !== own,
    )
    .map(capitalise);
  return readableName([...words, component].join(' '));
}

export function prefillListing(
  componentName: string,
  packageName: string,
): ListingPrefill {
  const readable = readableName(componentName);
  let name = readable;
  let derived = false;
  if (!isValidExtensionName(name)) {
    derived = true;
    name = fromPackage(readable, packageName);
    if (!isValidExtensionName(name)) name = readableName(`${readable} Extension`);
    if (!isValidExtensionName(name)) name = 'My Extension';
  }
  let slug = slugify(name);
  if (!isValidSlug(slug)) slug = slugify(`${name} extension`);
  return { name, slug, fromPackage: derived };
}
