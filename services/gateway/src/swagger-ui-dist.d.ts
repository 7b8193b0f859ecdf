/** swagger-ui-dist ships no types; the gateway only asks it where its files are. */
declare module 'swagger-ui-dist/absolute-path.js' {
  /** The folder of Swagger UI's built files (swagger-ui-bundle.js, swagger-ui.css...). */
  export default function getAbsoluteFSPath(): string;
}
