/// Makes a type `Animatable` through an `animatableData` made of its stored `var` properties, as iOS 26's
/// `@Animatable`: each property animates through its own `animatableData`, several together as
/// `AnimatableValues`. A property needs a written type (or a literal such as `0.5`) unless it is marked
/// `@AnimatableIgnored`; constants, computed, static and property-wrapped properties are left out.
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var start: Angle
///     var end: Angle
///     @AnimatableIgnored var isFilled: Bool
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "FlipbookMacros", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` makes.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "FlipbookMacros", type: "AnimatableIgnoredMacro")
