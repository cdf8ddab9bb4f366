#ifndef CFLIPBOOK_DISCOVERY_H
#define CFLIPBOOK_DISCOVERY_H

/// Receives the type metadata of one conforming type.
typedef void (*flipbook_type_visitor)(const void *metadata, void *context);

/// Calls `visit` with the metadata of every non-generic type, in every loaded image, whose conformance to the
/// protocol `protocolName` declared in module `moduleName` is recorded in the image's Swift metadata
/// (`swift5_protocol_conformances`): how Flipbook finds the previews compiled into a program.
void flipbook_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                         flipbook_type_visitor visit, void *context);

#endif
