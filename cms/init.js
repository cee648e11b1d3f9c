/* global CMS, CONTENT_FIELD_ORDERS */
/**
 * Runs right after decap-cms.js, before the CMS reads its configuration. The editor's init.js is this file with
 * CONTENT_FIELD_ORDERS written before it (cms/content-format.ts: the order of every document's fields in the editor's
 * configuration, cms/layout.ts).
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

  /** The key a name gives (`Canal Sabiá Kids` -> `canal-sabia-kids`): lib/content/schema.ts `keyOf`, the same rules. */
  function keyOf(name) {
    return String(name || '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  }

  /** `base`, or `base-2`, `base-3`... : the first not in `taken`. */
  function unique(base, taken) {
    var candidate = base;
    for (var n = 2; taken.indexOf(candidate) !== -1; n += 1) candidate = base + '-' + n;
    return candidate;
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

  /**
   * A client or studio added without a key gets one made from its name when the list is published (projects name
   * it by that key; a later rename keeps it).
   */
  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      var data = event.entry.get('data');
      var list = event.entry.get('collection') === 'clients' && data.get('clients');
      if (!list || !list.map) return undefined;
      var taken = list
        .map(function (item) {
          return item && item.get ? item.get('id') : undefined;
        })
        .filter(Boolean)
        .toArray();
      return data.set(
        'clients',
        list.map(function (item) {
          if (!item || !item.get || item.get('id') || !item.get('alt')) return item;
          var id = unique(keyOf(item.get('alt')), taken);
          taken.push(id);
          return item.set('id', id);
        }),
      );
    },
  });

  /**
   * A file over a field's `media_library.max_file_size` (100 MB) is refused when picked, before anything is sent,
   * with this sentence instead of Decap's "Configured to not allow files greater than"; a value that does not match
   * a field's pattern is told the schema's message.
   */
  var english = CMS.getLocale && CMS.getLocale('en');
  if (english && english.mediaLibrary && english.mediaLibrary.mediaLibrary) {
    var phrases = JSON.parse(JSON.stringify(english));
    phrases.mediaLibrary.mediaLibrary.fileTooLarge =
      'This file is too large to upload: the editor takes files of up to %{size} kB (100 MB). ' +
      'Make a smaller copy and upload that; for a picture, a JPEG of at most 40 megapixels (e.g. 8000 × 5000) ' +
      'is more than the site needs.';
    // A pattern's message is the schema's own ("must be a language tag such as pt-BR", cms/generate-config.ts):
    // said after the field's name, as the build says it.
    if (phrases.editor && phrases.editor.editorControlPane && phrases.editor.editorControlPane.widget) {
      phrases.editor.editorControlPane.widget.regexPattern = '%{fieldLabel} %{pattern}.';
    }
    CMS.registerLocale('en', phrases);
  }

  var h = typeof window === 'object' ? window.h : undefined;
  var createClass = typeof window === 'object' ? window.createClass : undefined;
  var stringWidget = CMS.getWidget('string');
  var numberWidget = CMS.getWidget('number');
  if (!h || !createClass || !stringWidget || !numberWidget) return;

  /**
   * `slug`: a project's address, made from its title as she types it (until she types here herself), and refused
   * when another project already has it (Decap would save the file as <slug>-1.json, and the build would stop).
   */
  CMS.registerWidget(
    'slug',
    createClass({
      getInitialState: function () {
        return { taken: [] };
      },
      componentDidMount: function () {
        var props = this.props;
        var isNew = Boolean(props.entry.get('newRecord'));
        this.follow = isNew && !props.value;
        // Decap re-renders a control only when its own value changes: the title is read from the entry being
        // edited (getEntry, the store's current draft) while she types, until she types here herself.
        if (this.follow && props.getEntry) {
          var from = props.field.get('from', 'title');
          this.timer = setInterval(() => {
            var title = this.props.getEntry().getIn(['data', from]);
            if (!this.follow || title === this.title) return;
            this.title = title;
            this.props.onChange(keyOf(title));
          }, 200);
        }
        var own = props.entry.get('slug');
        Promise.resolve(props.query(props.forID, props.collection.get('name'), ['slug'], '', undefined))
          .then((action) => {
            var hits = (action && action.payload && action.payload.hits) || [];
            var taken = hits
              .filter(function (hit) {
                return isNew || hit.slug !== own;
              })
              .map(function (hit) {
                return hit.data && hit.data.slug;
              })
              .filter(Boolean);
            if (!this.unmounted) this.setState({ taken: taken });
          })
          .catch(function () {
            // Without the list, the build still refuses a slug two projects share.
          });
      },
      componentWillUnmount: function () {
        this.unmounted = true;
        clearInterval(this.timer);
      },
      isValid: function () {
        var value = this.props.value;
        if (value && this.state.taken.indexOf(value) !== -1) {
          return {
            error: {
              type: 'CUSTOM',
              message: 'Another project already has the slug "' + value + '": change this one (e.g. add the year).',
            },
          };
        }
        return true;
      },
      render: function () {
        return h(
          stringWidget.control,
          Object.assign({}, this.props, {
            onChange: (value) => {
              this.follow = false;
              clearInterval(this.timer);
              this.props.onChange(value);
            },
          }),
        );
      },
    }),
    stringWidget.preview,
  );

  /**
   * `year`: a number the project needs unless it is in development (the boolean field `inDevelopment`). Decap only
   * knows required or optional, and marks the latter "(optional)": this one is required, and counts as given while
   * the project is in development.
   */
  CMS.registerWidget(
    'year',
    createClass({
      getValidateValue: function () {
        var value = this.props.value;
        var empty = value === '' || value === null || value === undefined;
        // The entry as it is now (a control's own `entry` is as it was when its value last changed).
        var entry = this.props.getEntry ? this.props.getEntry() : this.props.entry;
        return empty && entry.getIn(['data', 'inDevelopment']) === true ? 'in development' : value;
      },
      isValid: function () {
        return this.inner && this.inner.isValid ? this.inner.isValid() : true;
      },
      render: function () {
        return h(
          numberWidget.control,
          Object.assign({}, this.props, {
            ref: (control) => {
              this.inner = control;
            },
          }),
        );
      },
    }),
    numberWidget.preview,
  );
})();
