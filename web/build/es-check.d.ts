// es-check ships no types: the part of its programmatic API that built-output.ts uses.
declare module 'es-check' {
  export function runChecks(
    configs: ReadonlyArray<Record<string, unknown>>,
    options?: { logger?: unknown },
  ): Promise<{ success: boolean; errors?: Array<{ file: string; err: Error }> }>;
}
