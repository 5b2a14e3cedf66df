/** What a request carries through Hono's context: its id and the client's address (never stored). */
export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string | undefined;
  };
}
