import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's memory settings inside PGlite, sized for one small site (issue 59): PostgreSQL's defaults (128 MB of
 * shared buffers, 64 MB for maintenance) are a server's, and WebAssembly memory, once grown, is never given back.
 * 16 MB of shared buffers hold this site's hot tables and indexes many times over; a bigger index build or vacuum
 * takes a little longer with 16 MB of maintenance memory.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=4MB",
];
