/** The only module that imports jotai (STYLE.md rule 4): the app re-exports what it uses. */
export {
  atom,
  createStore,
  Provider as StateProvider,
  useAtom,
  useAtomValue,
  useSetAtom,
} from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
