/**
 * @license
 * Copyright 2017 The FOAM Authors. All Rights Reserved.
 * http://www.apache.org/licenses/LICENSE-2.0
 */

foam.CLASS({
  package: 'foam.core.geocode',
  name: 'GoogleMapsBoundary',

  documentation: 'Represents the boundaries of an address',

  properties: [
    {
      class: 'FObjectProperty',
      of: 'foam.core.geocode.GoogleMapsCoordinates',
      name: 'northeast',
      documentation: 'Northeast corner of the boundary'
    },
    {
      class: 'FObjectProperty',
      of: 'foam.core.geocode.GoogleMapsCoordinates',
      name: 'southwest',
      documentation: 'Southwest corner of the boundary'
    }
  ]
});
