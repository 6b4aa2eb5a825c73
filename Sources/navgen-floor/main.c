// navgen-floor: the least a whole process must spend on navgen's inputs. It parses each XML file named on
// the command line with libxml2 (read into memory, xmlReadMemory with navgen's parser options, xmlFreeDoc)
// and reads every other file (JSON) into memory, then exits. navgen-bench runs it as a process beside navgen.
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int has_suffix(const char *text, const char *suffix) {
    size_t length = strlen(text), count = strlen(suffix);
    return length >= count && strcmp(text + length - count, suffix) == 0;
}

// Reads the whole file; returns NULL when it cannot.
static char *read_file(const char *path, long *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    char *bytes = NULL;
    if (fseek(file, 0, SEEK_END) == 0 && (*size = ftell(file)) >= 0 && fseek(file, 0, SEEK_SET) == 0) {
        bytes = malloc(*size > 0 ? (size_t)*size : 1);
        if (bytes && fread(bytes, 1, (size_t)*size, file) != (size_t)*size) {
            free(bytes);
            bytes = NULL;
        }
    }
    fclose(file);
    return bytes;
}

int main(int argc, char **argv) {
    const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA;
    int failures = 0;
    xmlInitParser();
    for (int index = 1; index < argc; index++) {
        long size = 0;
        char *bytes = read_file(argv[index], &size);
        if (!bytes) {
            fprintf(stderr, "navgen-floor: cannot read %s\n", argv[index]);
            failures++;
            continue;
        }
        if (!has_suffix(argv[index], ".json")) {
            xmlDocPtr document = xmlReadMemory(bytes, (int)size, NULL, NULL, options);
            if (document) xmlFreeDoc(document); else failures++;
        }
        free(bytes);
    }
    return failures == 0 ? 0 : 1;
}
