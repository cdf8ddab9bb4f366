// Walks the Swift runtime's record of loaded images: each image's protocol conformance records name a
// protocol descriptor and a type descriptor, laid out as the Swift ABI documents (docs/ABI/TypeMetadata.rst,
// include/swift/ABI/Metadata.h). Only reading is done; a type's metadata comes from its own accessor.
#include "CFlipbookDiscovery.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uintptr_t start;
    size_t length;
} SectionRange;

// The runtime's `MetadataSections` (shims/MetadataSections.h), up to the section read here.
typedef struct {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    SectionRange protocols;
    SectionRange protocolConformances;
} MetadataSections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const MetadataSections *sections, void *context),
                                               void *context);

/// A relative pointer: an offset from its own address.
static const void *direct(const int32_t *pointer) {
    return (const char *)pointer + *pointer;
}

/// A relative pointer whose low bit says it points at a pointer to the target (another image's symbol).
static const void *indirectable(const int32_t *pointer) {
    int32_t offset = *pointer;
    const char *target = (const char *)pointer + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

// Context descriptors start with flags, a parent and (for modules, protocols and types) a name.
static uint32_t flags(const void *descriptor) { return *(const uint32_t *)descriptor; }
static const char *name(const void *descriptor) { return direct((const int32_t *)descriptor + 2); }
static const void *parent(const void *descriptor) {
    const int32_t *field = (const int32_t *)descriptor + 1;
    return *field == 0 ? NULL : indirectable(field);
}

enum { kindModule = 0, kindProtocol = 3, kindClass = 16, kindStruct = 17, kindEnum = 18, isGeneric = 0x80 };

typedef struct {
    const void *metadata;
    size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessor)(size_t request) __attribute__((swiftcall));

typedef struct {
    const char *moduleName;
    const char *protocolName;
    flipbook_type_visitor visit;
    void *context;
} Search;

static bool isWanted(const void *protocol, const Search *search) {
    if (protocol == NULL || (flags(protocol) & 0x1f) != kindProtocol) return false;
    if (strcmp(name(protocol), search->protocolName) != 0) return false;
    const void *module = parent(protocol);
    return module != NULL && (flags(module) & 0x1f) == kindModule && strcmp(name(module), search->moduleName) == 0;
}

static bool visitImage(const MetadataSections *sections, void *context) {
    const Search *search = context;
    const int32_t *records = (const int32_t *)sections->protocolConformances.start;
    size_t count = sections->protocolConformances.length / sizeof(int32_t);
    for (size_t index = 0; index < count; index++) {
        // A conformance descriptor: protocol, type reference, witness table pattern, flags.
        const int32_t *conformance = direct(&records[index]);
        if (!isWanted(indirectable(&conformance[0]), search)) continue;
        uint32_t conformanceFlags = (uint32_t)conformance[3];
        unsigned referenceKind = (conformanceFlags >> 3) & 7;
        const void *type;
        if (referenceKind == 0) {
            type = direct(&conformance[1]);
        } else if (referenceKind == 1) {
            type = *(const void *const *)direct(&conformance[1]);
        } else {
            continue;  // Objective-C classes
        }
        if (type == NULL) continue;
        uint32_t typeFlags = flags(type);
        unsigned kind = typeFlags & 0x1f;
        if ((kind != kindClass && kind != kindStruct && kind != kindEnum) || (typeFlags & isGeneric)) continue;
        // Type descriptors: flags, parent, name, metadata accessor, fields.
        const int32_t *accessorField = (const int32_t *)type + 3;
        if (*accessorField == 0) continue;
        MetadataAccessor accessor = (MetadataAccessor)direct(accessorField);
        MetadataResponse response = accessor(0);
        if (response.metadata != NULL) search->visit(response.metadata, search->context);
    }
    return true;
}

void flipbook_enumerate_conforming_types(const char *moduleName, const char *protocolName,
                                         flipbook_type_visitor visit, void *context) {
    Search search = { moduleName, protocolName, visit, context };
    swift_enumerateAllMetadataSections(visitImage, &search);
}
