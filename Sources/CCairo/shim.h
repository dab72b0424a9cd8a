#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include <cairo/cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
