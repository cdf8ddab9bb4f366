internal import CFlipbookDiscovery
import Foundation

extension Preview {
    /// Every preview compiled into the running program — `#Preview` declarations in source order (file, then
    /// line), then `PreviewProvider` types by name — found in the conformance records of the loaded images.
    public static let all: [Preview] = {
        let registrations = conformingTypes(to: "_FlipbookPreviewRegistration")
            .compactMap { $0 as? any _FlipbookPreviewRegistration.Type }
            .map { $0.preview }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        let providers = conformingTypes(to: "PreviewProvider")
            .compactMap { $0 as? any PreviewProvider.Type }
            .map { provider in preview(of: provider) }
            .sorted { ($0.name ?? "") < ($1.name ?? "") }
        return registrations + providers
    }()

    /// The name a `PreviewProvider`'s preview goes by, from the provider type's name: without `_Previews`, as
    /// Xcode shows it. Nil for a name without that suffix.
    package static func previewName(ofProvider typeName: some StringProtocol) -> String? {
        typeName.hasSuffix("_Previews") ? String(typeName.dropLast("_Previews".count)) : nil
    }

    private static func preview<P: PreviewProvider>(of provider: P.Type) -> Preview {
        let typeName = String(describing: provider)
        let name = previewName(ofProvider: typeName) ?? typeName
        let module = String(reflecting: provider).split(separator: ".").first.map(String.init) ?? ""
        // The canvas `previewLayout(_:)` names is known from the previewed view.
        return Preview(providerName: name, module: module,
                       layout: { (P.previews as? any PreviewLayoutNaming)?.previewLayout ?? .device }) { P.previews }
    }

    /// The non-generic types conforming to a protocol of this module, in every loaded image.
    private static func conformingTypes(to protocolName: String) -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        let module = String(reflecting: Preview.self).split(separator: ".").first.map(String.init) ?? "Flipbook"
        withExtendedLifetime(found) {
            flipbook_enumerate_conforming_types(module, protocolName, { metadata, context in
                guard let metadata, let context else { return }
                let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
    }
}
