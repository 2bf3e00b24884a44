/**
 * Docusaurus's docs plugin, with a lighter version record in the browser.
 *
 * Every page of a docs area loads the area's version record: its sidebars and
 * a title and description for each of its docs. Only the cards of a
 * generated index page read a description (the classic theme's DocCard), yet
 * the developers area sent all 314, some 8 kB gzip of every developers page.
 * This wrapper keeps the plugin whole and drops, from that record only, the
 * descriptions no card shows. Page metadata, search and the Markdown export
 * read the docs' own descriptions, which are untouched.
 */
import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';

import {UpstreamShapeError} from '../client-rewrite/errors.cjs';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** Ids of the docs that a generated index page shows as cards: the doc children of its category. */
export function cardDocIds(sidebars: LoadedContent['loadedVersions'][number]['sidebars']): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') {
        for (const child of item.items) if (child.type === 'doc' || child.type === 'ref') ids.add(child.id);
      }
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return ids;
}

interface VersionDocProp {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly sidebar?: string;
}

/** Whether `route` or a route under it carries a version record (`props.version.docs`), the prop this plugin trims. */
export function hasVersionRecord(route: RouteConfig): boolean {
  const version = route.props?.version as {docs?: unknown} | undefined;
  return typeof version?.docs === 'object' || (route.routes ?? []).some(hasVersionRecord);
}

/** `route` and its child routes, with descriptions kept in version records only for the docs in `keep`. */
export function withCardDescriptionsOnly(route: RouteConfig, keep: ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as {docs?: Record<string, VersionDocProp>} | undefined;
  const docs =
    version?.docs &&
    Object.fromEntries(
      Object.entries(version.docs).map(([id, {description, ...doc}]) => [
        id,
        keep.has(id) ? {...doc, description} : doc,
      ]),
    );
  return {
    ...route,
    ...(docs && {props: {...route.props, version: {...version, docs}}}),
    ...(route.routes && {routes: route.routes.map((child) => withCardDescriptionsOnly(child, keep))}),
  };
}

async function leanDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded({content, actions, ...rest}) {
      const keep = new Set(content.loadedVersions.flatMap((version) => [...cardDocIds(version.sidebars)]));
      let trimmed = false;
      const lean: PluginContentLoadedActions = {
        ...actions,
        addRoute: (route) => {
          trimmed ||= hasVersionRecord(route);
          actions.addRoute(withCardDescriptionsOnly(route, keep));
        },
      };
      await plugin.contentLoaded?.({content, actions: lean, ...rest});
      // Docusaurus marks the version prop for change in v4: without it the descriptions would ship again unnoticed.
      if (!trimmed)
        throw new UpstreamShapeError(
          `lean-docs: no route of ${options.id} has props.version.docs; review plugins/lean-docs`,
        );
    },
  };
}

/** Takes the docs plugin's options, validated by the docs plugin's own schema. */
// The site's plugin list is typed for plugins of any content, hence the one cast.
const leanDocsPlugin: PluginModule = Object.assign(
  (context: LoadContext, options: unknown) => leanDocs(context, options as PluginOptions) as Promise<Plugin>,
  {
    validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
  },
);

export default leanDocsPlugin;
