#ifndef NAVGEN_CLIBXML2_SHIM_H
#define NAVGEN_CLIBXML2_SHIM_H
// libxml2's headers pull in ICU, whose types clash with Foundation's own ICU
// module; navgen never uses libxml2's ICU encoding support, so turn it off.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
