/*
 * The part of Pango's C API that Render uses, declared by hand.
 *
 * Why not #include <pango/pangocairo.h>? Its pkg-config file adds `-pthread` to the
 * compiler flags, which SwiftPM refuses (with a warning on every build), and Pango's
 * headers need include paths that only pkg-config knows. Pango 1.x has kept these
 * signatures, enum values and PangoRectangle's layout stable since 1.44; Debian 12
 * ships 1.50. Declarations follow pango-1.0/pango/*.h of that version.
 */
#pragma once
#include <cairo.h>

typedef int gboolean;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFont PangoFont;
typedef struct _PangoAttrList PangoAttrList;
/* Every attribute starts with its class and the byte range it applies to (pango-attributes.h). */
typedef struct _PangoAttribute {
    const void *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLanguage PangoLanguage;

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

enum { DP_PANGO_SCALE = 1024 };

typedef enum { PANGO_WRAP_WORD = 0, PANGO_WRAP_CHAR = 1, PANGO_WRAP_WORD_CHAR = 2 } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE = 0, PANGO_ELLIPSIZE_START = 1, PANGO_ELLIPSIZE_MIDDLE = 2, PANGO_ELLIPSIZE_END = 3 } PangoEllipsizeMode;
typedef enum { PANGO_ALIGN_LEFT = 0, PANGO_ALIGN_CENTER = 1, PANGO_ALIGN_RIGHT = 2 } PangoAlignment;
typedef enum { PANGO_STYLE_NORMAL = 0, PANGO_STYLE_OBLIQUE = 1, PANGO_STYLE_ITALIC = 2 } PangoStyle;

/* Font maps and contexts (a font map per renderer: Pango objects are not thread-safe). */
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
PangoFont *pango_font_map_load_font(PangoFontMap *fontmap, PangoContext *context, const PangoFontDescription *desc);
PangoFontDescription *pango_font_describe(PangoFont *font);
gboolean pango_font_has_char(PangoFont *font, unsigned int wc);

/* Font descriptions. */
PangoFontDescription *pango_font_description_new(void);
PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, int weight);
void pango_font_description_set_variations(PangoFontDescription *desc, const char *variations);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
char *pango_font_description_to_string(const PangoFontDescription *desc);

/* Layouts. */
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_line_spacing(PangoLayout *layout, float factor);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
void pango_layout_index_to_pos(PangoLayout *layout, int index_, PangoRectangle *pos);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);

/* Lines of a layout, and font metrics (for drawing a strikethrough). */
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
int pango_layout_iter_get_index(PangoLayoutIter *iter);
const char *pango_layout_get_text(PangoLayout *layout);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
PangoFontMetrics *pango_context_get_metrics(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
int pango_font_metrics_get_strikethrough_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_thickness(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_thickness(PangoFontMetrics *metrics);
void pango_font_metrics_unref(PangoFontMetrics *metrics);

/* Attributes. */
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_insert_hyphens_new(int insert_hyphens);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(unsigned short red, unsigned short green, unsigned short blue);
PangoAttribute *pango_attr_foreground_alpha_new(unsigned short alpha);
PangoAttribute *pango_attr_rise_new(int rise);

/* Drawing. */
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

/* GLib memory. */
void g_object_unref(void *object);
void g_free(void *mem);
