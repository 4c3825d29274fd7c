/**
 * Base prices in rate blocks a routes table routes to (language.ts RoutedBlocksTable): the blocks
 * and the routes read by readers/rate-blocks.ts and readers/routes.ts, the blocks no route names
 * skipped, warned, unread.
 */
import type { BlockRoute, RateBlock } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { findBlocks, routedBlocks } from '../readers/rate-blocks.ts';
import { type RouteRow, readRoutes } from '../readers/routes.ts';
import type { Sheet } from '../sheet.ts';
import type { DeclaredProfile, RoutedBlocksTable } from './language.ts';

/** What a routed blocks table gave: the blocks its routes name, in the order printed, and the routes. */
export interface Routed {
  blocks: RateBlock[];
  routes: RouteRow[];
  reported: boolean;
  /** the routes table's tab and header cell, where a missing conforming limit is reported */
  routesAt: { sheet: Sheet; row: number; col: number } | null;
}

/** Does the route name the block, for loans at or below the conforming limit or above it? */
export const routesTo = (route: BlockRoute, block: RateBlock): boolean =>
  route.conforming === block.name || route.high_balance === block.name;

/** The blocks on `sheet` and the routes on `routesSheet` (undefined: its tab is missing, reported). */
export function readRoutedBlocks(
  sheet: Sheet,
  routesSheet: Sheet | undefined,
  profile: DeclaredProfile,
  table: RoutedBlocksTable,
): Routed {
  const headers = findBlocks(sheet, table);
  const routes = routesSheet
    ? readRoutes(
        routesSheet,
        profile,
        table.routes,
        headers.map((h) => h.name),
      )
    : [];
  const blocks = routedBlocks(sheet, table, headers, routes);
  const header = routesSheet?.find((t) => sameLabel(t, table.routes.header))[0];
  return {
    blocks,
    routes,
    reported: table.reported === true,
    routesAt: routesSheet && header ? { sheet: routesSheet, ...header } : null,
  };
}
