/**
 * A Stryker ignorer (stryker.config.mjs `ignorers: ['log-text']`): mutants inside a `console.*`
 * call are not tested. What the service logs (auth.ts: the missing secret; errors.ts: an unhandled
 * error with its route) goes to the operator's log, never into an answer, and no test reads it.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const isConsoleCall = (node) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'console';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'log-text', {
    shouldIgnore(path) {
      if (isConsoleCall(path.node) || path.findParent((p) => isConsoleCall(p.node)))
        return 'log text: a console call writes to the operator log, never to an answer';
      return undefined;
    },
  }),
];
