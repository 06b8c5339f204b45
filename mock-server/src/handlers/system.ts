// Global configuration, static pages, customer service, uploads and the version file.
import { fail, money, ok, raw } from '../envelope.ts';
import { receiveUpload } from '../upload/index.ts';
import { type Handlers, read } from './define.ts';

export const handlers = {
  getSystemConfig: read((ctx) => {
    const c = ctx.state.system.config;
    return ok({
      site_name: c.site_name,
      logo: c.logo,
      recharge_min: money(c.recharge_min_cents),
      withdraw_min: money(c.withdraw_min_cents),
      score_rate: c.score_rate,
      share: c.share,
      service: c.service,
      main_site_url: c.main_site_url,
    });
  }),

  getServiceInfo: read((ctx) => {
    const { config, worktime, faq } = ctx.state.system;
    return ok({ ...config.service, worktime, faq });
  }),

  getArticle: read((ctx) => {
    const page = ctx.state.system.pages.get(ctx.query.name);
    if (!page) return fail('Page not found');
    return ok({ name: ctx.query.name, ...page });
  }),

  // The upload answers `code: 0` on success too (docs/behaviour.md#uploads); `data` tells success from failure.
  uploadFile: (ctx) =>
    receiveUpload(ctx.request, ctx.request.server.mock.uploadDir, ctx.now(), ctx.request.server.mock.publicUrl),

  getVersionFile: read((ctx) => raw({ timestamp: ctx.state.system.versionTimestamp })),
} satisfies Handlers;
