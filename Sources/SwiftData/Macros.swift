import Foundation
@_exported import Observation

/// Makes a class a SwiftData model: observable as `@Observable` makes it (views that read its properties follow
/// their changes) and a `PersistentModel` that a `ModelContext` inserts, fetches and deletes. Flipbook keeps
/// models in memory, for as long as their container lives.
@attached(member, names: named(_$observationRegistrar), named(_$modelContext), named(access), named(withMutation),
          named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "FlipbookMacros", type: "ModelMacro")

/// How a model's property is stored (`@Attribute(.unique) var id: UUID`): accepted, since Flipbook keeps models
/// in memory.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil,
                       hashModifier: String? = nil) = #externalMacro(module: "FlipbookMacros", type: "ModelPropertyMacro")

/// A relationship to other models, with its delete rule and inverse: accepted; related models are inserted with
/// the model that refers to them.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "FlipbookMacros", type: "ModelPropertyMacro")

/// A property that is not persisted: accepted (nothing is).
@attached(peer)
public macro Transient() = #externalMacro(module: "FlipbookMacros", type: "ModelPropertyMacro")
