// jsdom with Node's fetch Request (and its AbortController, whose signal Request accepts): the data
// router builds a Request for every navigation, which jsdom lacks.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithRequest extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Request ??= Request;
    this.global.Headers ??= Headers;
    this.global.AbortController = AbortController;
    this.global.AbortSignal = AbortSignal;
    // IndexedDB (offline grocery changes) copies values with structuredClone, which jsdom lacks.
    this.global.structuredClone ??= structuredClone;
  }
}

module.exports = JsdomWithRequest;
