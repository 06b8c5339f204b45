import type { Context } from '../context.ts';

export interface Flow {
  name: string;
  /**
   * What the flow needs of the server: writes allowed, the mock's control API, to send invalid input, or to
   * upload a file (multipart).
   */
  needs?: ('writes' | 'control' | 'invalid' | 'upload')[];
  run(ctx: Context): Promise<void>;
}
