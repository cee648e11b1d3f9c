/* global CMS, CONTENT_FIELD_ORDERS */
/**
 * Runs right after decap-cms.js, before the CMS reads its configuration. The editor's init.js is this file with
 * CONTENT_FIELD_ORDERS written before it (cms/content-format.ts: the order of every document's fields in config.yml).
 *
 * The JSON format: Decap's own writer ends a file without a newline, keeps a cleared optional field as "" (or null),
 * and writes keys in the order of its in-memory map, which is not the file's once an object has more than eight
 * keys, so a save of one field rewrote the whole file. Here: keys in the order of the fields in config.yml (keys
 * it does not know after them, A to Z), 2-space JSON with a final newline, an optional field left empty absent.
 * Same name as the built-in format, so config.yml stays plain `format: json`.
 */
(function () {
  var ORDERS = typeof CONTENT_FIELD_ORDERS === 'object' && CONTENT_FIELD_ORDERS ? CONTENT_FIELD_ORDERS : {};

  function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  }

  function isEmpty(value) {
    return value === '' || value === null || value === undefined;
  }

  /** `value` without empty fields, each object's keys in `order` (a FieldOrder, or none). */
  function tidy(value, order) {
    if (Array.isArray(value)) {
      return value.map(function (item) {
        return tidy(item, order);
      });
    }
    if (!isObject(value)) return value;
    if (order && order.typeKey && order.types) order = order.types[value[order.typeKey]];
    var known = order ? order.keys : [];
    var keys = known
      .filter(function (key) {
        return Object.prototype.hasOwnProperty.call(value, key);
      })
      .concat(
        Object.keys(value)
          .filter(function (key) {
            return known.indexOf(key) === -1;
          })
          .sort(),
      );
    var kept = {};
    keys.forEach(function (key) {
      if (!isEmpty(value[key])) kept[key] = tidy(value[key], order && order.fields[key]);
    });
    return kept;
  }

  CMS.registerCustomFormat('json', 'json', {
    fromFile: function (content) {
      return JSON.parse(content);
    },
    toFile: function (data, sortedKeys) {
      var order = ORDERS[(sortedKeys || []).join(',')] || { keys: sortedKeys || [], fields: {} };
      return JSON.stringify(tidy(data, order), null, 2) + '\n';
    },
  });
})();
