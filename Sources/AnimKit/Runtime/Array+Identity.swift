extension Array where Element: AnyObject {
    /// Whether `object` itself is an element. A loop off the main actor: a closure made on the main actor and handed
    /// to `contains(where:)` checks its actor on every element, which made a long list many times slower to search.
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}
