import type { VectorHit, VectorKind, VectorStatus } from '@vigila/domain';
import { foldText } from '../../analysis/lexicon/fold.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItemById } from '../items/index.ts';
import type { Embedder } from './embedder.ts';
import { embeddingStorage, type EmbeddingStorage } from './embeddings.repository.ts';
import { FUNCTION_WORDS } from '../../analysis/lexicon/function-words.ts';
import { drugNamesIn } from './local-embedder.ts';
import { hydrateHits, withIndexSettings, type RankedTarget } from './vector-hits.repository.ts';
import {
  drugMatches,
  fullTextMatches,
  nearestAmongCandidates,
  nearestByIndex,
  storedVector,
  type RankedId,
  type SearchFilters,
  type TargetKind,
} from './vector-search.repository.ts';

export interface VectorSearchDeps {
  db: Db;
  embedder: Embedder;
}

/** Reciprocal rank fusion's constant: a hit's share is 1 / (K + its rank) in each list it is in (decision 0022). */
const RRF_K = 60;
/** Each list (meaning, words) brings this many candidates to the fusion. */
const LIST_LENGTH = 100;
/** Nearer than this in meaning, or sharing a word, to be a result at all. */
const MIN_SIMILARITY = 0.12;
/** Without pgvector: the newest items (or cases) compared by meaning besides the word matches. */
export const RECENT_CANDIDATES = 2000;

export interface VectorSearchInput {
  q: string;
  kind: VectorKind;
  source?: string | undefined;
  flags?: ('adr' | 'pqc' | 'mi')[] | undefined;
  status?: VectorStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
}

const kindsOf = (kind: VectorKind): TargetKind[] =>
  kind === 'all' ? ['item', 'case'] : kind === 'items' ? ['item'] : ['case'];

/**
 * The query's words as full-text terms: folded letters and digits only (nothing to_tsquery could misread), without
 * the stop words of either language. Each dictionary drops only its own: the Spanish one kept "for" and "after",
 * which match most English texts, and ranking every match made the words list the slowest part of a search.
 */
function queryWords(q: string): string[] {
  const words = (foldText(q).match(/[a-z0-9]{2,}/g) ?? []).filter((word) => !FUNCTION_WORDS.has(word));
  return [...new Set(words)].slice(0, 32);
}

interface Fused extends RankedTarget {
  namesDrug: boolean;
}

/**
 * Reciprocal rank fusion of the meaning list and the words list, then every result naming all the query's drugs
 * first: an exact drug name always ranks (decision 0022).
 */
function fuse(
  lists: { kind: TargetKind; meaning: RankedId[]; words: RankedId[]; drugs: RankedId[] }[],
): Fused[] {
  const fused = new Map<string, Fused>();
  const entry = (kind: TargetKind, id: string) => {
    const key = `${kind}:${id}`;
    let found = fused.get(key);
    if (!found) {
      found = { kind, id, rrf: 0, matchedWords: false, namesDrug: false };
      fused.set(key, found);
    }
    return found;
  };
  for (const { kind, meaning, words, drugs } of lists) {
    meaning
      .filter((hit) => hit.score >= MIN_SIMILARITY)
      .forEach((hit, rank) => {
        entry(kind, hit.id).rrf += 1 / (RRF_K + rank + 1);
      });
    words.forEach((hit, rank) => {
      const found = entry(kind, hit.id);
      found.rrf += 1 / (RRF_K + rank + 1);
      found.matchedWords = true;
    });
    drugs.forEach((hit, rank) => {
      const found = entry(kind, hit.id);
      found.rrf += 1 / (RRF_K + rank + 1);
      found.namesDrug = true;
      found.matchedWords = true;
    });
  }
  return [...fused.values()].sort((a, b) => Number(b.namesDrug) - Number(a.namesDrug) || b.rrf - a.rrf);
}

async function rankKind(
  db: DbExecutor,
  storage: EmbeddingStorage,
  kind: TargetKind,
  filters: SearchFilters,
  query: { model: string; vector: number[]; words: string[]; drugs: string[][][] },
) {
  const words = await fullTextMatches(db, kind, filters, { words: query.words, limit: LIST_LENGTH });
  const meaning =
    storage === 'vector'
      ? await nearestByIndex(db, kind, filters, {
          model: query.model,
          vector: query.vector,
          limit: LIST_LENGTH,
        })
      : await nearestAmongCandidates(db, kind, filters, {
          model: query.model,
          vector: query.vector,
          limit: LIST_LENGTH,
          recent: RECENT_CANDIDATES,
          alsoIds: words.map((hit) => hit.id),
        });
  // Results naming every drug of the query, by any of its names (each word of a name, in either dictionary).
  const drugs =
    query.drugs.length > 0
      ? await drugMatches(db, kind, filters, { drugs: query.drugs, limit: LIST_LENGTH })
      : [];
  return { kind, meaning, words, drugs };
}

/** GET /vector/search: the organisation's items and cases nearest the query in meaning or sharing its words. */
export async function searchByMeaning(
  deps: VectorSearchDeps,
  caller: Caller,
  input: VectorSearchInput,
): Promise<{ hits: VectorHit[]; mode: 'index' | 'candidates' }> {
  const storage = await embeddingStorage(deps.db);
  const [vector = []] = await deps.embedder.embed([input.q]);
  const query = {
    model: deps.embedder.model,
    vector,
    words: queryWords(input.q),
    drugs: drugNamesIn(input.q),
  };
  const filters: SearchFilters = { ...input, orgId: caller.orgId };
  const hits = await withIndexSettings(deps.db, storage, async (tx) => {
    const lists = [];
    for (const kind of kindsOf(input.kind)) lists.push(await rankKind(tx, storage, kind, filters, query));
    const ranked = fuse(lists).slice(0, input.limit);
    return hydrateHits(tx, caller.orgId, ranked, Math.max(0, ...ranked.map((hit) => hit.rrf)));
  });
  return { hits, mode: storage === 'vector' ? 'index' : 'candidates' };
}

const SIMILAR_LIMIT = 5;

/** GET /items/:id/similar: the organisation's items nearest this one in meaning, itself left out. */
export async function similarItems(
  deps: VectorSearchDeps,
  caller: Caller,
  { id }: { id: string },
): Promise<{ hits: VectorHit[] }> {
  const item = await findItemById(deps.db, caller.orgId, id);
  if (!item) throw AppError.of('item_not_found');
  const vector = await storedVector(deps.db, caller.orgId, 'item', item.id, deps.embedder.model);
  if (!vector) return { hits: [] };
  const storage = await embeddingStorage(deps.db);
  const filters: SearchFilters = { orgId: caller.orgId, excludeId: item.id };
  const hits = await withIndexSettings(deps.db, storage, async (tx) => {
    const query = { model: deps.embedder.model, vector, limit: SIMILAR_LIMIT };
    const nearest =
      storage === 'vector'
        ? await nearestByIndex(tx, 'item', filters, query)
        : await nearestAmongCandidates(tx, 'item', filters, {
            ...query,
            recent: RECENT_CANDIDATES,
            alsoIds: [],
          });
    const ranked = nearest
      .filter((hit) => hit.score >= MIN_SIMILARITY)
      .map((hit) => ({
        kind: 'item' as const,
        id: hit.id,
        rrf: hit.score,
        matchedWords: false,
        namesDrug: false,
      }));
    return hydrateHits(tx, caller.orgId, ranked, 1);
  });
  return { hits };
}
