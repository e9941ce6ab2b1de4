/**
 * Home's first-load JavaScript, gzip -9, in KB: checked by the build (scripts/check-web-budgets.ts)
 * and measured in the browser by the bench (scripts/bench/web.ts). The language work's budget:
 * 113.9 KB before French and Arabic, plus at most 2 KB. The product target is 100 KB (README).
 */
export const HOME_JS_BUDGET_KB = 115.9;
