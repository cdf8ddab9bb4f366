import Foundation

/// A colour set of the app's asset catalog, as Xcode's generated asset symbols name it
/// (`Color(.brand)` for `Assets.xcassets/BrandColor.colorset`). `flipbook` generates the symbols for the asset
/// catalogs beside a user's files, as Xcode does; a resource is otherwise just the set's name.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    package let name: String

    /// The colour set `name`. The bundle is accepted for the generated code's sake; Flipbook looks in the
    /// scene's resource folders.
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The colour set `resource` names, resolved as `Color(name)` is.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
