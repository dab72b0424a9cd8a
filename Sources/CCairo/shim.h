#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
/* zlib: reading back the compressed ToUnicode maps of the PDFs cairo writes (PDFFontNames). */
#include <zlib.h>
#include "pango_api.h"
