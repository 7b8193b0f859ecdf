export { createEntitlements, type EntitlementsConfig, freePlanOnly } from '@cookmark/service-kit';
