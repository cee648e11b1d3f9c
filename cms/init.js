/* global CMS */
/**
 * Runs right after decap-cms.js, before the CMS reads its configuration. Decap's own JSON writer ends a file
 * without a newline and keeps a cleared optional field as "" (or null); the content files end with a newline,
 * and an optional field left empty is simply absent. Same name as the built-in format, so config.yml stays
 * plain `format: json`.
 */
(function () {
  function withoutEmptyFields(value) {
    if (Array.isArray(value)) return value.map(withoutEmptyFields);
    if (value === null || typeof value !== 'object') return value;
    var kept = {};
    Object.keys(value).forEach(function (key) {
      if (value[key] !== '' && value[key] !== null && value[key] !== undefined) {
        kept[key] = withoutEmptyFields(value[key]);
      }
    });
    return kept;
  }
  CMS.registerCustomFormat('json', 'json', {
    fromFile: function (content) {
      return JSON.parse(content);
    },
    toFile: function (data) {
      return JSON.stringify(withoutEmptyFields(data), null, 2) + '\n';
    },
  });
})();
