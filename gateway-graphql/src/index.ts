export { createGateway, BODY_LIMIT_BYTES, type Gateway } from './app';
export { loadConfig, ConfigError, type GatewayConfig } from './config';
export { ARMOR_LIMITS } from './http/armor';
export { SESSION_COOKIE } from './session/session.service';
export { MAX_SOCKETS_PER_USER } from './http/subscriptions';
export { SESSION_ENDED_CLOSE } from './http/session-sockets';
